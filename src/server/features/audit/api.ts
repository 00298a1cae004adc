// What other features may use of the audit trail: recording a change in their own transaction,
// and naming their subjects and accounts in the history (registered at their start: audit cannot
// import the features that record changes).
export { recordAudit, recordAudits } from './audit.service.js';
export { ERASED_PERSON } from './audit-subject-names.js';
export { nameAuditAccounts, nameAuditSubjects, numericSubject, uuidSubject } from './audit-subject-registry.js';
