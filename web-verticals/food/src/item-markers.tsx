import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Tooltip } from 'antd';
import './item-markers.css';

/**
 * Food's marks on an item (SPEC.md, item card): veg or non-veg when the marketplace turns the marks on
 * (veg 0 means non-veg), and halal only when the store shows halal tags and the item is halal.
 */
export default function ItemMarkers({ item, vegNonVeg }: VerticalSlotProps['ItemMarkers']) {
  const t = useVerticalTranslation('food');
  const halal = Boolean(item.halal_tag_status) && Boolean(item.is_halal);
  if (!vegNonVeg && !halal) return null;
  const veg = item.veg !== 0;
  const dietLabel = veg ? t('veg') : t('nonVeg');
  return (
    <span className="food-markers">
      {vegNonVeg ? (
        <Tooltip title={dietLabel}>
          <span
            role="img"
            aria-label={dietLabel}
            className={`food-markers__diet food-markers__diet--${veg ? 'veg' : 'non-veg'}`}
          />
        </Tooltip>
      ) : null}
      {halal ? (
        <Tooltip title={t('halal')}>
          <span role="img" aria-label={t('halal')} className="food-markers__halal">
            {t('halalShort')}
          </span>
        </Tooltip>
      ) : null}
    </span>
  );
}
