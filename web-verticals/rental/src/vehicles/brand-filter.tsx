import { useVerticalTranslation } from '@storefront/sdk';
import { Flex, Select } from 'antd';
import { useId } from 'react';
import type { VehicleBrand } from './types';

export interface BrandFilterProps {
  /** The brands the server lists; undefined while they load. */
  brands: readonly VehicleBrand[] | undefined;
  /** The chosen brand; undefined: every brand. */
  value: string | undefined;
  onChange: (brand: string | undefined) => void;
}

/** The vehicle search's brand choice: every brand, or one of the brands the vehicles name (with their count). */
export function BrandFilter({ brands, value, onChange }: BrandFilterProps) {
  const t = useVerticalTranslation('rental');
  const id = useId();
  // A brand in the address that the list no longer holds stays shown, so the shopper sees what narrows the list.
  const names = brands?.map((brand) => brand.name) ?? [];
  const options = [
    { value: '', label: t('allBrands') },
    ...(brands ?? []).map((brand) => ({ value: brand.name, label: t('brandCount', { brand: brand.name, count: brand.vehicle_count }) })),
    ...(value && brands && !names.includes(value) ? [{ value, label: value }] : []),
  ];
  return (
    <Flex align="center" gap="small">
      <label htmlFor={id}>{t('brand')}</label>
      <Select
        id={id}
        value={value ?? ''}
        loading={!brands}
        options={options}
        onChange={(next: string) => onChange(next || undefined)}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
