import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many orders each confirmed buyer has: their second makes them a return customer, once. */
@Entity({ name: 'sales_person' })
export class SalesPersonEntity {
  @PrimaryColumn({ type: 'uuid' })
  personId!: string;

  @Column({ type: 'int' })
  orders!: number;
}
