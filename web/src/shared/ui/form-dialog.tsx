import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { FieldRefusal } from '@/shared/api/field-refusals';

export interface FormDialogProps<Values, Field extends string> {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  /** The form the caller made with Form.useForm (it may watch its fields). */
  form: FormInstance<Values>;
  /** The form's name: its fields' ids start with it. */
  name: string;
  /** The server's refusals of fields, shown under them. */
  fieldErrors?: FieldRefusal<Field>[];
  /** A refusal that names no field (the server's words). */
  error: string | null;
  busy: boolean;
  initialValues?: Partial<Values>;
  /** Shown above the form. */
  intro?: ReactNode;
  children: ReactNode;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

/**
 * A form in a dialog that sends it to the server: OK submits the form (its own rules first), the
 * server's refusals go under their fields and the rest above the buttons, and while the call runs the
 * form is disabled and the dialog cannot be dismissed by its mask.
 */
export function FormDialog<Values, Field extends string>({
  open,
  title,
  okText,
  cancelText,
  form,
  name,
  fieldErrors,
  error,
  busy,
  initialValues,
  intro,
  children,
  onSubmit,
  onClose,
}: FormDialogProps<Values, Field>) {
  useEffect(() => {
    if (fieldErrors?.length) form.setFields(fieldErrors as Parameters<FormInstance<Values>['setFields']>[0]);
  }, [fieldErrors, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      mask={{ closable: !busy }}
      destroyOnHidden
      centered
    >
      {intro}
      <Form<Values> form={form} layout="vertical" requiredMark={false} disabled={busy} name={name} initialValues={initialValues} onFinish={onSubmit}>
        {children}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
