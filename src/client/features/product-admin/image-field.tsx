import { Group, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useMutation } from '@tanstack/react-query';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../../shared/product-images';
import { z } from '../../../shared/zod';
import { ProductImage } from '../../components/product/product-image';

const answerSchema = z.object({ imageUrl: z.string() });
const refusalSchema = z.object({ error: z.object({ message: z.string() }) });

async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/admin/images', { method: 'POST', body, credentials: 'same-origin' });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answerSchema.parse(answer).imageUrl;
  const refusal = refusalSchema.safeParse(answer);
  throw new Error(refusal.success ? refusal.data.error.message : `The upload failed (${response.status})`);
}

interface ImageFieldProps {
  value: string;
  error?: string;
  onChange: (imageUrl: string) => void;
}

/** Drop or pick a JPEG, PNG or WebP (the server checks the content and makes every size); or type an address. */
export function ImageField({ value, error, onChange }: ImageFieldProps) {
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: onChange });
  const problem = upload.error?.message ?? error;
  return (
    <Stack gap="xs">
      <Group align="flex-start" wrap="nowrap">
        {value ? <ProductImage src={value} alt="Current product image" size={96} /> : null}
        <Dropzone
          onDrop={(files) => files[0] && upload.mutate(files[0])}
          onReject={() => upload.reset()}
          accept={[...PRODUCT_IMAGE_TYPES]}
          maxSize={PRODUCT_IMAGE_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={upload.isPending}
          style={{ flex: 1 }}
          aria-label="Upload a product image"
        >
          <Text ta="center" size="sm" py="md">
            Drop an image here or click to choose one: JPEG, PNG or WebP, at most 5 MB
          </Text>
        </Dropzone>
      </Group>
      <TextInput label="Image" description="Set by the upload, or a path on this site (/images/...)" descriptionProps={{ c: 'gray.7' }} value={value} error={problem} onChange={(event) => onChange(event.currentTarget.value)} />
    </Stack>
  );
}
