import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { MAX_CART_LINE_QUANTITY } from '../../../shared/cart.js';
import { ProductEntity } from '../catalog/api.js';

/**
 * One line of a visitor's cart. The cart itself is just the lines sharing a cart session id;
 * the unique pair makes concurrent adds of one product merge into a single line.
 */
@Entity({ name: 'cart_item' })
@Unique('UQ_cart_item_session_product', ['cartSessionId', 'productId'])
@Check('CHK_cart_item_quantity', `"quantity" BETWEEN 1 AND ${MAX_CART_LINE_QUANTITY}`)
export class CartItemEntity {
  /** Random UUID made by the server, so other carts' lines cannot be guessed. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  cartSessionId!: string;

  @Column({ type: 'int' })
  productId!: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product!: ProductEntity;

  @Column({ type: 'int' })
  quantity!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
