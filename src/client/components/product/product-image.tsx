import { uploadedImageSources } from '../../../shared/product-images';

interface ProductImageProps {
  src: string;
  alt: string;
  /** The size it is shown at, in CSS pixels (square). */
  size: number;
  eager?: boolean;
  className?: string;
}

/** A product's picture: an uploaded one in AVIF or WebP at the width the screen needs, JPEG otherwise; demo images as they are. */
export function ProductImage({ src, alt, size, eager = false, className }: ProductImageProps) {
  const sources = uploadedImageSources(src);
  const img = (
    <img
      src={src}
      srcSet={sources?.jpg}
      sizes={sources ? `${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      className={className}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={`${size}px`} />
      <source type="image/webp" srcSet={sources.webp} sizes={`${size}px`} />
      {img}
    </picture>
  );
}
