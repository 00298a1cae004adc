// What other features may use of the audit trail: recording a change in their own transaction.
export { recordAudit, recordAudits } from './audit.service.js';
