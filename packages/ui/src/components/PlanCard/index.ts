export { PlanCard } from './PlanCard';
export type { PlanCardPlan, PlanCardProps } from './PlanCard';
export { PLAN_CARD_MIN_HEIGHT } from './PlanCard.styles';
