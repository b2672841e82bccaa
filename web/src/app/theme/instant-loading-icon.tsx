import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { CSSProperties } from 'react';

interface Props {
  prefixCls: string;
  loading?: unknown;
  existIcon?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Stands in for antd's Button loading icon where antd's Button imports it (web/rsbuild.config.ts). antd's
 * slides the spinner in and out (@rc-component/motion): a `loading` switched on and off within a few frames
 * (a quick answer: Save, Track) could leave its leaving motion unfinished, and the spinner in the button
 * for good. This one is there exactly while the button is loading, without motion.
 */
export default function InstantLoadingIcon({ prefixCls, loading, existIcon, className, style }: Props) {
  if (!existIcon && !loading) return null;
  return (
    <span className={[`${prefixCls}-icon`, `${prefixCls}-loading-icon`, className].filter(Boolean).join(' ')} style={style}>
      <LoadingOutlined />
    </span>
  );
}
