export { Card } from './Card';
export type { CardProps } from './Card';
export type { CardPadding, CardVariant } from './Card.styles';
