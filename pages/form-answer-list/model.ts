import { createGate } from 'effector-react';
import { answerSummaries } from '../../model/formAnswer/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /form-answer on screen: every form whose answers the user may read, kept fresh by `answer` and `form` events. */
export const FormAnswerListGate = createGate({ name: 'form-answer-list' });
shownWhile(FormAnswerListGate, answerSummaries);
