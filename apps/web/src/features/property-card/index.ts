// What other features and shared components may use of the property card: its formatting, its
// catalog (the card-missing message is worded there) and its styles, which the tangible
// property card shares.
import './property-card.css';

export { addressLines, money, penaltyRate } from './format.ts';
export { useCardT } from './messages.ts';
