// What other features may use of the receipts feature.
export { ReceiptDetails } from './components/receipt-details.tsx';
