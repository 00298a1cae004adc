import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductEntity } from '../catalog/api.js';
import { UserEntity } from '../users/api.js';

/** A person's answers about one product: one row per (person, product); answering again replaces them. */
@Entity({ name: 'survey_response' })
@Index('UQ_survey_response_person_product', ['userId', 'productId'], { unique: true })
export class SurveyResponseEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index()
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: ProductEntity;

  @Column({ type: 'int' })
  productId!: number;

  @Column({ type: 'varchar', length: 20 })
  usage!: string;

  @Column({ type: 'varchar', length: 20 })
  challenge!: string;

  @Column({ type: 'varchar', length: 20 })
  improvement!: string;

  @Column({ type: 'varchar', length: 10 })
  budget!: string;

  /** Indexed: the daily digest counts the answers since the last one. */
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
