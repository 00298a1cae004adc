import type { FeatureModule } from '../../core/feature-module.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { auditRest } from './audit.rest.js';
import { auditRouter } from './audit.router.js';

/** The back-office's audit trail: every change, with what it was before and after. */
export const auditFeature = {
  name: 'audit',
  entities: [AuditEntryEntity],
  trpc: { audit: auditRouter },
  rest: auditRest,
} satisfies FeatureModule;
