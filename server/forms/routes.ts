import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAnswer } from '../../contract/formAnswerCheck.ts';
import { DEFAULT_HONEYPOT_FIELD, FORM_TOKEN_FIELD, publicFormPath } from '../../contract/formHtml.ts';
import type { ServerContext } from '../context.ts';
import { afterAnswer } from './afterAnswer.ts';
import { type FormShowing, formMarkupOf } from './formMarkup.ts';
import { answerOriginAllowed } from './origin.ts';
import { ownOriginsOf, sitePolicyWith } from './policy.ts';
import { answerCountOf, closureWithCount, loadPublicForm, type PublicForm } from './publicForms.ts';
import { formPage, notFoundPage, refusalContent } from './publicPage.ts';
import { answerRateLimit } from './rateLimit.ts';
import { keyedHash } from './secret.ts';
import { storeAnswer } from './store.ts';
import { answerLimits, discardBody, limitsFor, readSubmission } from './submission.ts';
import { checkFormToken } from './token.ts';
import { publicFormWords } from './words.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const idOf = (text: string): number | undefined =>
  /^[1-9][0-9]{0,9}$/u.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;

const tokenMessages = {
  bad: publicFormWords.badToken,
  early: publicFormWords.tooEarly,
  stale: publicFormWords.stale,
} as const;

/**
 * A form's public side (issue 20): `GET /public/form/{id}` shows it in its website's theme, `POST` takes an
 * answer (multipart, or urlencoded without files), `GET /public/form/{id}/thanks` shows its successContent.
 * Refused: a form not open or outside its period (403), full (409), past the per-address rate (429), from
 * another origin (403); a bad or too quick token and an invalid answer show the form again with the values (422).
 */
export const registerPublicForms = (app: FastifyInstance, context: ServerContext): void => {
  const rate = answerRateLimit(context.config.forms.ratePerTenMinutes);

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, html: string, scripts = true) => {
    discardBody(request);
    return reply
      .code(status)
      .header('Content-Security-Policy', sitePolicyWith(ownOriginsOf(request, context.config.publicOrigins), scripts))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const missing = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, 404, notFoundPage(publicFormWords.notFound, publicFormWords.notFoundText));

  /** The form, unless it is missing or still a draft (the public never sees a draft). */
  const formOf = async (request: IdRequest) => {
    const id = idOf(request.params.id);
    const form = id === undefined ? undefined : await loadPublicForm(context.db, id);
    return form && form.status !== 'draft' ? form : undefined;
  };

  const showForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: PublicForm,
    status: number,
    showing: FormShowing = {},
  ) =>
    send(
      request,
      reply,
      status,
      await formPage(context.db, form, await formMarkupOf(context.db, form, context.now(), showing)),
      form.allowJs,
    );

  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: PublicForm,
    status: number,
    reason: string,
  ) =>
    send(
      request,
      reply,
      status,
      await formPage(context.db, form, refusalContent(reason, form.errorContent)),
      form.allowJs,
    );

  app.get<{ Params: { id: string } }>('/public/form/:id', async (request, reply) => {
    const form = await formOf(request);
    return form ? showForm(request, reply, form, 200) : missing(request, reply);
  });

  app.get<{ Params: { id: string } }>('/public/form/:id/thanks', async (request, reply) => {
    const form = await formOf(request);
    if (!form) return missing(request, reply);
    const content = `<div class="cms-form-success">${form.successContent || `<p>${publicFormWords.thanksText}</p>`}</div>`;
    return send(request, reply, 200, await formPage(context.db, form, content), form.allowJs);
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: answerLimits });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: answerLimits.fieldSize * 10 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post<{ Params: { id: string } }>(
      '/public/form/:id',
      { bodyLimit: answerLimits.files * answerLimits.fileSize + answerLimits.fieldSize * 10 },
      async (request, reply) => {
        const form = await formOf(request);
        if (!form) return missing(request, reply);
        const now = context.now();
        const fromOrigin = answerOriginAllowed(
          { origin: request.headers.origin, referer: request.headers.referer },
          { ownOrigins: ownOriginsOf(request, context.config.publicOrigins), websiteUrl: form.websiteUrl },
        );
        if (fromOrigin === 'refused') {
          request.log.info({ formId: form.id, origin: request.headers.origin }, 'form answer from another origin');
          return refuse(request, reply, form, 403, publicFormWords.otherOrigin);
        }
        const closure = closureWithCount(form, now, await answerCountOf(context.db, form.id));
        if (closure === 'full') return refuse(request, reply, form, 409, publicFormWords.full);
        if (closure) return refuse(request, reply, form, 403, publicFormWords.closed);
        const senderHash = keyedHash(`form-sender:${form.id}:${request.ip}`);
        if (rate.exceeded(senderHash, now)) return refuse(request, reply, form, 429, publicFormWords.tooMany);

        const submission = await readSubmission(request, limitsFor(form.items));
        const values = Object.fromEntries(
          Object.entries(submission.values).filter(
            ([key]) => key !== FORM_TOKEN_FIELD && key !== DEFAULT_HONEYPOT_FIELD,
          ),
        );
        if (submission.tooLarge) {
          return showForm(request, reply, form, 413, { values, errors: { _form: publicFormWords.tooLarge } });
        }
        const honeypot = submission.values[DEFAULT_HONEYPOT_FIELD];
        if (
          honeypot !== undefined &&
          honeypot !== '' &&
          !(Array.isArray(honeypot) && honeypot.every((v) => v === ''))
        ) {
          request.log.info({ formId: form.id }, 'form answer with the honeypot filled: not stored');
          rate.count(senderHash, now);
          return reply.redirect(`${publicFormPath(form.id)}/thanks`, 303);
        }
        const token = submission.values[FORM_TOKEN_FIELD];
        const tokenCheck = checkFormToken(
          typeof token === 'string' ? token : '',
          form.id,
          now,
          context.config.forms.minFillSeconds,
        );
        if (tokenCheck === 'bad' && fromOrigin === 'byToken') {
          request.log.info({ formId: form.id }, 'form answer from an opaque origin without a genuine token');
          return refuse(request, reply, form, 403, publicFormWords.otherOrigin);
        }
        if (tokenCheck !== 'ok') {
          request.log.info({ formId: form.id, token: tokenCheck }, 'form answer refused by the time trap');
          return showForm(request, reply, form, 422, { values, errors: { _form: tokenMessages[tokenCheck] } });
        }
        const check = checkAnswer(form.items, values, submission.files);
        if (Object.keys(check.errors).length > 0)
          return showForm(request, reply, form, 422, { values, errors: check.errors });

        const outcome = await storeAnswer(context, form, {
          values: check.answer,
          files: submission.files,
          senderHash,
          now,
        });
        if (!outcome.stored) {
          return outcome.reason === 'full'
            ? refuse(request, reply, form, 409, publicFormWords.full)
            : refuse(request, reply, form, 403, publicFormWords.closed);
        }
        rate.count(senderHash, now);
        await afterAnswer(context, request.log, form, {
          values: check.answer,
          files: outcome.files,
          at: outcome.createdAt,
        });
        return reply.redirect(`${publicFormPath(form.id)}/thanks`, 303);
      },
    );
  });
};
