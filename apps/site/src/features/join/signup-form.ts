// The sign-up form's rules: the contract's own sign-up body (so the form asks exactly what the server checks), with
// the documents accepted as one checkbox (sent as the versions the form showed) and the CAPTCHA's token.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SignUpBody } from '@app/contract';
import { legalDocumentVersions, signUpBody } from '@app/contract';

export const signupFormSchema = signUpBody.omit({ consents: true }).extend({
  consent: z.literal(true, { error: 'Accept the user agreement and the privacy policy' }),
});
export type SignupFormValues = z.input<typeof signupFormSchema>;
export const signupResolver = zodResolver(signupFormSchema);

export const emptySignupForm: SignupFormValues = {
  email: '',
  password: '',
  displayName: '',
  birthdate: '',
  gender: '' as SignupFormValues['gender'],
  seeking: [],
  city: { name: '', region: '', country: '' },
  consent: false as unknown as true,
  captchaToken: '',
  website: '',
};

/** The body sent: the form's values, the documents at the versions shown. */
export const signUpRequest = ({ consent: _accepted, ...values }: SignupFormValues): SignUpBody => ({
  ...values,
  consents: { ...legalDocumentVersions },
});

/** Where a refusal naming `field` is shown: the form's own field (the documents' versions: the checkbox). */
export function formFieldOf(field: string | undefined): keyof SignupFormValues | undefined {
  if (!field) return undefined;
  if (field.startsWith('consents')) return 'consent';
  const top = field.split('.')[0] as keyof SignupFormValues;
  return top in emptySignupForm ? top : undefined;
}
