/** PostgreSQL refused a row because a unique index already holds its value (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** PostgreSQL aborted this transaction to break a cycle of lock waits (SQLSTATE 40P01): trying it again may succeed. */
export function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '40P01';
}

/** PostgreSQL refused a change because a row still refers to the one changed (SQLSTATE 23503, or 23001 for ON DELETE RESTRICT). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  return [code, driverError?.code].some((value) => value === '23503' || value === '23001');
}
