import { CheckCircleFilled, DeleteOutlined, EditOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fullName, type ProfileFacts } from '@/features/account/model/profile-form';
import { StatusTag } from '@/shared/ui/status-tag';

export interface ProfileViewProps {
  profile: ProfileFacts & { image_full_url?: string | null; ref_code?: string; created_at?: string };
  onEdit: () => void;
  onDelete: () => void;
}

const MONTH_AND_YEAR: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' };

function Verified({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return verified ? (
    <StatusTag tone="success" icon={<CheckCircleFilled aria-hidden />}>
      {t('profile.verified')}
    </StatusTag>
  ) : (
    <StatusTag tone="default">{t('profile.notVerified')}</StatusTag>
  );
}

/** The customer's profile (GET /api/v1/customer/info) with Edit Profile and account deletion. */
export function ProfileView({ profile, onEdit, onDelete }: ProfileViewProps) {
  const { t, i18n } = useTranslation('account');
  // On a phone the labels go above their values: side by side they leave the address no room.
  const wide = Grid.useBreakpoint().sm ?? true;
  const since = profile.created_at ? new Date(profile.created_at) : null;
  return (
    <Card
      title={t('profile.title', { ns: 'pages' })}
      extra={
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t('profile.edit')}
        </Button>
      }
    >
      <Flex gap="large" align="center" wrap style={{ marginBottom: 24 }}>
        <Avatar size={80} src={profile.image_full_url || undefined} icon={<UserOutlined aria-hidden />} alt={t('profile.photo')} />
        <Flex vertical gap={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {fullName(profile)}
          </Typography.Title>
          {since && !Number.isNaN(since.getTime()) ? (
            <Typography.Text type="secondary">
              {t('profile.memberSince')} {since.toLocaleDateString(i18n.language, MONTH_AND_YEAR)}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
      <Descriptions
        column={1}
        layout={wide ? 'horizontal' : 'vertical'}
        bordered
        size="middle"
        items={[
          { key: 'email', label: t('profile.email'), children: <Flex gap={8} wrap align="center"><bdi>{profile.email}</bdi><Verified verified={profile.is_email_verified === 1} /></Flex> },
          { key: 'phone', label: t('profile.phone'), children: <Flex gap={8} wrap align="center"><bdi dir="ltr">{profile.phone}</bdi><Verified verified={profile.is_phone_verified === 1} /></Flex> },
          ...(profile.ref_code ? [{ key: 'ref', label: t('profile.referralCode'), children: <Typography.Text copyable>{profile.ref_code}</Typography.Text> }] : []),
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 24 }}>
        <Button danger type="text" icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
          {t('deleteAccount.button')}
        </Button>
      </Flex>
    </Card>
  );
}
