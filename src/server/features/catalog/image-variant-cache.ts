import type { ServedVariant } from './product-image-store.js';

/**
 * The image variants served lately, kept in memory up to a number of bytes (least recently
 * served go first). A variant's address names its content, so a kept one is never stale and
 * needs no notice. Requests for one variant that is being read wait for that one read.
 */
export class ImageVariantCache {
  private readonly kept = new Map<string, ServedVariant>();
  private readonly reading = new Map<string, Promise<ServedVariant | null>>();
  private keptBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.keptBytes;
  }

  /** The kept variant, marked as just used; undefined when it is not kept. */
  peek(key: string): ServedVariant | undefined {
    const variant = this.kept.get(key);
    if (variant) {
      this.kept.delete(key);
      this.kept.set(key, variant);
    }
    return variant;
  }

  /** Reads a variant that is not kept (once, however many ask at the same time), and keeps it. */
  read(key: string, load: () => Promise<ServedVariant | null>): Promise<ServedVariant | null> {
    const pending = this.reading.get(key);
    if (pending) return pending;
    const reading = load()
      .then((variant) => {
        if (variant) this.keep(key, variant);
        return variant;
      })
      .finally(() => this.reading.delete(key));
    this.reading.set(key, reading);
    return reading;
  }

  private keep(key: string, variant: ServedVariant): void {
    const size = variant.content.length;
    if (size > this.maxBytes || this.kept.has(key)) return;
    this.kept.set(key, variant);
    this.keptBytes += size;
    for (const [oldest, old] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.keptBytes -= old.content.length;
    }
  }
}
