import { showToast, type ToastVariant } from '../../lib/toast';

export function showCartToast(title: string, message: string, color?: string): void {
  const variant: ToastVariant = color === 'red' ? 'destructive' : 'default';
  showToast(title, message, variant);
}
