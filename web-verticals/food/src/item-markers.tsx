import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import './item-markers.css';

/**
 * Food's marks on an item (SPEC.md, item card): veg or non-veg when the marketplace turns the marks on
 * (veg 0 means non-veg), and halal only when the store shows halal tags and the item is halal. Each
 * names itself to screen readers (aria-label) and to a hovering pointer (the browser's own title tip):
 * antd's Tooltip would bring its popup code into every food page's first view for two small marks.
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
        <span
          role="img"
          aria-label={dietLabel}
          title={dietLabel}
          className={`food-markers__diet food-markers__diet--${veg ? 'veg' : 'non-veg'}`}
        />
      ) : null}
      {halal ? (
        <span role="img" aria-label={t('halal')} title={t('halal')} className="food-markers__halal">
          {t('halalShort')}
        </span>
      ) : null}
    </span>
  );
}
