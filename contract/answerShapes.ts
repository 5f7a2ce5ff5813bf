import type * as z from 'zod';

/** Which answer rule of §7.1 a response schema follows: a list (error → empty list) or an item (error → none). */
export type AnswerKind = 'list' | 'item';

/** A list or get answer's rule and the schema of one item, for reading it tolerantly (contract/http.ts). */
export interface AnswerShape {
  kind: AnswerKind;
  item: z.ZodType;
}

const answerShapes = new WeakMap<z.ZodType, AnswerShape>();

/** Records what `listOf` / `itemOf` built (answers.ts). */
export const marked = <S extends z.ZodType>(schema: S, shape: AnswerShape): S => {
  answerShapes.set(schema, shape);
  return schema;
};

/** The §7.1 rule and item schema of a list or get answer; undefined for answers that are neither (writes, sign-in…). */
export const answerShapeOf = (schema: z.ZodType): AnswerShape | undefined => answerShapes.get(schema);
export const answerKindOf = (schema: z.ZodType): AnswerKind | undefined => answerShapes.get(schema)?.kind;
