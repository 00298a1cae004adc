// structured-data-testing-tool ships no types; this covers the part of its API the structured data test uses.
declare module 'structured-data-testing-tool' {
  export interface StructuredDataCheck {
    /** A JMESPath expression over the extracted data (or a quoted meta tag name). */
    test: string;
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any';
    description?: string;
    groups?: string[];
    group?: string;
    warning?: boolean;
    optional?: boolean;
    error?: { type: string; message: string };
  }

  export interface Preset {
    name: string;
    description?: string;
    tests?: StructuredDataCheck[];
    presets?: Preset[];
  }

  export interface Options {
    presets?: Preset[];
    /** Schema.org types the page must carry. */
    schemas?: string[];
    tests?: StructuredDataCheck[];
  }

  export interface Report {
    passed: StructuredDataCheck[];
    failed: StructuredDataCheck[];
    warnings: StructuredDataCheck[];
    schemas: string[];
  }

  /** Resolves with the report, or rejects with an error of type 'VALIDATION_FAILED' carrying it as `res`. */
  export function structuredDataTestHtml(html: string, options?: Options): Promise<Report>;
}

declare module 'structured-data-testing-tool/presets.js' {
  import type { Preset } from 'structured-data-testing-tool';

  const presets: { Google: Preset; Twitter: Preset; Facebook: Preset; SocialMedia: Preset };
  export default presets;
}
