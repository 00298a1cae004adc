import { describe, expect, it } from 'vitest';
import { skinTypes, type SkinTypeValue } from '../../../../shared/catalog.js';
import { fixtureCatalogue } from '../../../../../test/support/fixture-catalogue.js';
import { skinTypeBit, traitsOf } from './product-traits.js';

const product = fixtureCatalogue[0]!;

describe('traitsOf', () => {
  it('keeps a product made for every skin type apart from one that names only a type the catalogue does not know', () => {
    const everyType = traitsOf([{ ...product, skinTypes: [] }]);
    const unknownType = traitsOf([{ ...product, skinTypes: ['oily-ish' as SkinTypeValue] }]);
    expect(everyType.skinTypes[0]).toBe(0);
    expect(unknownType.skinTypes[0]).not.toBe(0);
    for (const type of skinTypes) expect(unknownType.skinTypes[0]! & skinTypeBit(type)).toBe(0);
  });

  it('gives each known skin type and concern its own bit, and an unknown concern none', () => {
    const traits = traitsOf([{ ...product, skinTypes: ['dry', 'oily'], concerns: ['acne', 'texture', 'glow' as never] }]);
    expect(traits.skinTypes[0]).toBe(skinTypeBit('dry') | skinTypeBit('oily'));
    expect(traits.concerns[0]).toBe((1 << 1) | (1 << 7));
  });
});
