// What other features may use of the property card: its formatting and its styles, which the
// tangible property card shares.
import './property-card.css';

export { addressLines, money, penaltyRate } from './format.ts';
