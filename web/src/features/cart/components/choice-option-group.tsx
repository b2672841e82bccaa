import type { ChoiceOption } from '@storefront/sdk';
import { Radio } from 'antd';

interface Props {
  choice: ChoiceOption;
  value: string | undefined;
  onChange: (option: string) => void;
}

/** One choice of a grocery or ecommerce item (Size, Colour): its options as buttons, one chosen. */
export function ChoiceOptionGroup({ choice, value, onChange }: Props) {
  return (
    <fieldset className="variation-group" style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
      <legend style={{ fontWeight: 600, paddingInline: 0, marginBlockEnd: 6 }}>{choice.title}</legend>
      <Radio.Group
        optionType="button"
        value={value}
        onChange={(event) => onChange(String(event.target.value))}
        options={choice.options.map((option) => ({ label: option, value: option }))}
      />
    </fieldset>
  );
}
