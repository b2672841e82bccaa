import type { VerticalPoint, VerticalPointChooserProps } from '@storefront/sdk';
import { Card, Col, Form, Input, Row, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useParcelTranslation } from '../strings';
import { MAX, PHONE, phoneInput } from './form-model';

/** A form field with nothing to draw: the point is set by the map. */
function HeldValue(): null {
  return null;
}

/** The optional parts of an address, each a field of its own (their labels are string keys). */
const PARTS = ['road', 'house', 'floor'] as const;

export interface PlaceFieldsProps {
  /** Which side of the send form these fields fill. */
  side: 'sender' | 'receiver';
  /** The storefront's place search and map (VerticalRouteParts.PointChooser). */
  PointChooser: ComponentType<VerticalPointChooserProps>;
  /** Where the pin starts. */
  start: VerticalPoint;
}

/**
 * One side of the send form, inside its antd Form: the address chosen on the map (the address the map
 * finds fills the address field, which stays editable), the contact person and phone (SPEC.md's phone
 * input: digits and a leading + only), and street, house and floor.
 */
export function PlaceFields({ side, PointChooser, start }: PlaceFieldsProps) {
  const t = useParcelTranslation();
  const form = Form.useFormInstance();
  const id = (field: string) => `parcel-${side}-${field}`;
  return (
    <Card title={t(side)} size="small" data-testid={`parcel-${side}`}>
      <Form.Item name={[side, 'point']} hidden>
        <HeldValue />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('mapHint')}</Typography.Paragraph>
      <PointChooser
        start={start}
        onChange={({ point, address }) => {
          form.setFieldValue([side, 'point'], point);
          if (address) form.setFieldValue([side, 'address'], address.slice(0, MAX.address));
        }}
      />
      <Form.Item
        name={[side, 'address']}
        label={t('address')}
        htmlFor={id('address')}
        rules={[{ required: true, whitespace: true, message: t('addressRequired') }]}
        style={{ marginTop: 12 }}
      >
        <Input id={id('address')} maxLength={MAX.address} autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={[side, 'contact_person_name']}
            label={t('contactName')}
            htmlFor={id('name')}
            rules={[{ required: true, whitespace: true, message: t('contactNameRequired') }]}
          >
            <Input id={id('name')} maxLength={MAX.name} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={[side, 'contact_person_number']}
            label={t('contactNumber')}
            htmlFor={id('number')}
            getValueFromEvent={(event: { target: { value: string } }) => phoneInput(event.target.value)}
            rules={[
              { required: true, message: t('phoneRequired') },
              { pattern: PHONE, message: t('phoneInvalid') },
            ]}
          >
            <Input id={id('number')} maxLength={MAX.number} inputMode="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        {PARTS.map((part) => (
          <Col xs={24} sm={8} key={part}>
            <Form.Item name={[side, part]} label={t(part)} htmlFor={id(part)}>
              <Input id={id(part)} maxLength={MAX.part} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
