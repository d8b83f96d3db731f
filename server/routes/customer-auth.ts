/**
 * Identification, access codes, passwords, e-mail and social login (customer-area §4, §5, §7, §8): the
 * operations of src/api/operations/customer.ts served by services/identity.ts. Inputs go through the
 * widgets' own yup schemas (src/forms/schemas/customer-forms.ts), so the server words a bad field as the
 * form does; every operation is in the 'account' rate-limit class (per operation and IP) and the service
 * also counts per identifier.
 */
import { object, string } from 'yup';
import {
  accessCodeSchema,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  identificationSchema,
  recoverEmailSchema,
} from '../../src/forms/schemas/customer-forms';
import { HttpError } from '../lib/http-error';
import { offlineCredentialFromElsewhere } from '../lib/loopback';
import { fail, invalidInput } from '../lib/messages';
import type { IdentityService } from '../services/identity';
import { parseIdentifier } from '../services/identity';
import { jsonSchema, parsedJson, type JsonSchema } from './input';
import type { OperationContext, OperationRegistry } from './registry';

const token = () => string().max(4096).default('');
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const caller = ({ request }: OperationContext<unknown, unknown>) => ({ session: request.session, ip: request.ip });

const identificationInput = parsedJson((json) => {
  const { identifier, tokenRecaptcha } = record(json);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw invalidInput();
  return {
    identifier: (typeof identifier === 'string' ? identifier.slice(0, 300) : identifier) as string,
    token: typeof tokenRecaptcha === 'string' ? tokenRecaptcha : '',
  };
});

const sendCodeInput = jsonSchema(object({ email: string().max(254).default('') }));
const checkCodeInput = jsonSchema(accessCodeSchema.shape({ email: string().max(254).default(''), tokenRecaptcha: token() }));
const verifyEmailInput = jsonSchema(object({ email: string().max(254).required() }), { notObject: 'accountApi.invalidAccessCode' });
const forgotInput = jsonSchema(forgotPasswordSchema.shape({ tokenRecaptcha: token() }));
const resetTokenInput = jsonSchema(object({ token: string().max(200).required() }));
const recoverInput = jsonSchema(recoverEmailSchema);
/** The new address twice (the form's rules), and the proof of identity: the current password or the e-mailed code. */
const changeEmailInput = jsonSchema(
  changeEmailSchema.shape({ currentPassword: string().max(1024), code: string().max(20) }),
);
const confirmEmailChangeInput = jsonSchema(object({ token: string().max(200).required() }), { notObject: 'accountApi.invalidEmailChangeToken' });
const socialInput = jsonSchema(
  object({
    appName: string().oneOf(['Google', 'Facebook'] as const).required(),
    appId: string().max(200).required(),
    credential: string().max(8192).required(),
    nameCustomer: string().max(200).default(''),
    emailCustomer: string().max(254).default(''),
  }),
);

/** location: 'changepassword' (default) or 'finishregistration' (only with a token); then the widgets' schema. */
const changePasswordInput: JsonSchema<{ password: string; passwordOld: string; token: string | undefined }> = { parse: async (json) => {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw invalidInput();
  const raw = record(json);
  const location = raw.location ?? 'changepassword';
  if (location !== 'changepassword' && location !== 'finishregistration') throw invalidInput();
  const resetToken = typeof raw.token === 'string' && raw.token.trim() ? raw.token.trim() : undefined;
  if (raw.token !== undefined && raw.token !== null && typeof raw.token !== 'string') throw invalidInput();
  if (resetToken && resetToken.length > 200) throw invalidInput('accountApi.invalidResetToken');
  if (location === 'finishregistration' && !resetToken) throw invalidInput('accountApi.finishRegistrationNeedsToken');
  const values = await jsonSchema(changePasswordSchema({ withToken: Boolean(resetToken) })).parse(raw);
  return { password: values.password, passwordOld: values.passwordOld, token: resetToken };
} };

export function customerAuthOperations(registry: OperationRegistry, identity: IdentityService): void {
  registry.add('identification', { json: identificationInput, auth: 'public', limit: 'account' }, async (context) => {
    const b2b = await identity.isB2b();
    const { identifier } = await jsonSchema(identificationSchema(b2b)).parse({ identifier: context.json.identifier });
    const parsed = parseIdentifier(identifier);
    if (!parsed) throw invalidInput(b2b ? 'identification.invalidB2b' : 'identification.invalid');
    return identity.identify({ identifier: parsed, typed: identifier, token: context.json.token }, caller(context));
  });

  registry.add('sendAccessCode', { json: sendCodeInput, auth: 'public', limit: 'form' }, async (context) => {
    try {
      return await identity.resendCode(caller(context));
    } catch (error) {
      const retryAfter = error instanceof HttpError ? error.details?.retryAfter : undefined;
      if (retryAfter !== undefined) context.reply.header('retry-after', String(retryAfter));
      throw error;
    }
  });

  registry.add('checkAccessCode', { json: checkCodeInput, auth: 'public', limit: 'account' }, (context) =>
    identity.checkCode({ code: context.json.code, token: context.json.tokenRecaptcha }, caller(context)),
  );

  registry.add('verifyAccessKeyEmail', { json: verifyEmailInput, auth: 'public', limit: 'account' }, (context) =>
    identity.verifyAccessKeyEmail(context.json.email, caller(context)),
  );

  registry.add('forgotPassword', { json: forgotInput, auth: 'public', limit: 'account' }, (context) =>
    identity.forgotPassword({ email: context.json.email, token: context.json.tokenRecaptcha }, caller(context)),
  );

  registry.add('validateResetToken', { json: resetTokenInput, auth: 'public', limit: 'account' }, (context) =>
    identity.validateResetToken(context.json.token),
  );

  registry.add('changePassword', { json: changePasswordInput, auth: 'public', limit: 'account' }, (context) =>
    identity.changePassword(context.json, caller(context)),
  );

  registry.add('recoverEmail', { json: recoverInput, auth: 'public', limit: 'account' }, (context) =>
    identity.recoverEmail(context.json),
  );

  registry.add('changeEmail', { json: changeEmailInput, auth: 'customer', limit: 'account' }, (context) =>
    identity.changeEmail({ email: context.json.email, currentPassword: context.json.currentPassword, code: context.json.code }, caller(context)),
  );

  registry.add('sendEmailChangeCode', { auth: 'customer', limit: 'form' }, async (context) => {
    try {
      return await identity.sendEmailChangeCode(caller(context));
    } catch (error) {
      const retryAfter = error instanceof HttpError ? error.details?.retryAfter : undefined;
      if (retryAfter !== undefined) context.reply.header('retry-after', String(retryAfter));
      throw error;
    }
  });

  registry.add('confirmEmailChange', { json: confirmEmailChangeInput, auth: 'public', limit: 'account' }, (context) =>
    identity.confirmEmailChange(context.json.token, caller(context)),
  );

  registry.add('socialProviders', { auth: 'public', limit: 'read' }, () => identity.socialProviders());

  registry.add('loginSocial', { json: socialInput, auth: 'public', limit: 'account' }, (context) => {
    if (offlineCredentialFromElsewhere(context.request, context.json.appId)) throw fail(400, 'accountApi.socialFailed', 'SOCIAL_FAILED', { provider: context.json.appName });
    return identity.loginSocial(
      {
        appName: context.json.appName,
        appId: context.json.appId,
        credential: context.json.credential,
        nameCustomer: context.json.nameCustomer,
        emailCustomer: context.json.emailCustomer,
      },
      caller(context),
    );
  });
}
