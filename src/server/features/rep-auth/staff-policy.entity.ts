import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What the owner decided for her staff (one row, id 1; absent means the defaults). */
@Entity({ name: 'rep_staff_policy' })
export class StaffPolicyEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'boolean', default: false })
  staffMaySendNewsletters!: boolean;

  /** Everyone signs in with a second factor: an account without one may only set it up. */
  @Column({ type: 'boolean', default: false })
  secondFactorRequired!: boolean;
}
