/** A backup file or a target database a restore will not use; the message tells the operator why and what to do. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
