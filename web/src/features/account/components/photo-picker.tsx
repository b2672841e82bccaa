import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, photoProblem, type PhotoProblem } from '@/features/account/model/photo';

export interface PhotoPickerProps {
  /** The photo the customer has now. */
  currentUrl?: string | null;
  /** The file chosen, once it passed every check (null: keep the current photo). */
  picked: File | null;
  onPick: (file: File) => void;
  /** The server's refusal of the photo, if any. */
  serverError?: string;
}

/**
 * The profile photo: jpg, png, jpeg or gif, at most 2 MB, square (SPEC.md section 5). Anything else
 * is refused here with SPEC.md's message before any upload; the chosen file is sent with the form.
 */
export function PhotoPicker({ currentUrl, picked, onPick, serverError }: PhotoPickerProps) {
  const { t } = useTranslation('account');
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const preview = useMemo(() => (picked ? URL.createObjectURL(picked) : null), [picked]);
  // The previous preview's memory goes when another file is picked, or the form closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const error = problem ? t(`photo.${problem}`) : serverError;
  return (
    <Flex vertical align="center" gap={8}>
      <Avatar size={96} src={preview ?? currentUrl ?? undefined} icon={<UserOutlined aria-hidden />} alt={t('profile.photo')} />
      <Upload
        accept={PHOTO_ACCEPT}
        showUploadList={false}
        maxCount={1}
        beforeUpload={async (file) => {
          const found = await photoProblem(file);
          setProblem(found);
          if (!found) onPick(file);
          // Never upload on its own: the photo goes with the form.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<CameraOutlined aria-hidden />}>{t('profile.changePhoto')}</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        {t('profile.photoHint')}
      </Typography.Text>
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ textAlign: 'center', maxWidth: 280 }}>
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
