// What other features may use of the code tables feature.
export { codeTablePath, codeTableQuery } from './api/get-code-table.ts';
export { useCodeTablesT } from './messages.ts';
