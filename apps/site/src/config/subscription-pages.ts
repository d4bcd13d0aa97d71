// The subscription pages of SPEC point 2 (every member may manage their membership: no permission needed).
import { DISCOUNT_PLAN_TEXT } from '@app/client';

export const subscriptionPages = [
  { offer: undefined, title: 'Membership', summary: 'See your plan, renew, change or cancel it.' },
  { offer: 'cancel', title: 'Cancel membership', summary: 'Stop the automatic renewal of your plan.' },
  { offer: 'discount50', title: '50% off', summary: `An offer: ${DISCOUNT_PLAN_TEXT}.` },
  { offer: 'discount66', title: '66% off', summary: 'An offer of two thirds off your next month.' },
  { offer: 'free-time-offer', title: 'Free time', summary: 'Extra free days added to your membership.' },
  {
    offer: 'free-time-congratulations',
    title: 'Free time added',
    summary: 'Confirms the free days were added.',
  },
  { offer: 'receipt', title: 'Receipt', summary: 'The receipt of your last payment.' },
  { offer: 'success', title: 'Welcome to premium', summary: 'Confirms your purchase and what it unlocks.' },
] as const;
