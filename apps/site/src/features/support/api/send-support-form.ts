// POST /api/support/<form>: one of the public contact forms; answers with the reference to quote. Sent with the
// session cookie when there is one (the server then keeps the member with the message).
import { useMutation } from '@tanstack/react-query';
import type { SupportFormId, SupportSent } from '@app/contract';
import { supportEndpointNames } from '@app/contract';
import { http } from '../../../lib/client';

export const sendSupportForm = async (
  form: SupportFormId,
  body: Record<string, unknown>,
): Promise<SupportSent> => {
  return (await http.call(supportEndpointNames[form], { body: body as never })).data;
};

export const useSendSupportForm = (form: SupportFormId) =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => sendSupportForm(form, body) });
