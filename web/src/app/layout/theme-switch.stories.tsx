import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import LanguageSwitch from '@/app/layout/language-switch';
import { ThemeSwitch } from '@/app/layout/theme-switch';

const meta = { title: 'Shell/Preferences', component: ThemeSwitch } satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeLight: Story = {};
export const ThemeDark: Story = { globals: { theme: 'dark' } };
export const Language: StoryObj = { render: () => <LanguageSwitch /> };
export const LanguageFrench: StoryObj = { render: () => <LanguageSwitch />, globals: { locale: 'fr' } };
export const LanguageDark: StoryObj = { render: () => <LanguageSwitch />, globals: { theme: 'dark' } };
/** Right to left: the segments' rounded ends follow the text direction. */
export const LanguageRightToLeft: StoryObj = { render: () => <LanguageSwitch />, globals: { locale: 'ar' } };
