/**
 * The header's app download (002 §2.3): the 安卓 label; hovering it shows the QR code of the newest app version
 * (AppPushController/queryLastAppVersionInfo), 240 x 240, error level L, with a quiet zone; 二维码获取失败 when the
 * call fails or no version is released yet. It loads when first shown, and again after a failure.
 */
import { useState } from 'react';
import { Button, Popover, QRCode, Spin, Typography } from 'antd';
import { AndroidOutlined } from '@ant-design/icons';
import { appPush } from '@shared/services';
import { fetchResult } from '../../http';
import { qrTarget } from './qr-target';

export const QR_SIZE = 240;
/**
 * antd's QRCode passes no margin on to the drawing: 16 px of white around the 240 px code is about 2 modules for a
 * typical download link. Borderless still keeps a 1 px transparent border, which would shrink the code to 238 px.
 */
const QUIET_ZONE = 16;

type State = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; value: string };

function QrPanel({ state }: { state: State }) {
  if (state.status === 'ready') {
    return (
      <div className="app-download__qr" style={{ padding: QUIET_ZONE, background: '#fff' }}>
        <QRCode value={state.value} size={QR_SIZE} errorLevel="L" bordered={false} style={{ border: 0 }} />
      </div>
    );
  }
  return (
    <div style={{ width: QR_SIZE + 2 * QUIET_ZONE, height: QR_SIZE + 2 * QUIET_ZONE, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {state.status === 'failed' ? <Typography.Text type="secondary">二维码获取失败</Typography.Text> : <Spin />}
    </div>
  );
}

export function AppDownload() {
  const [state, setState] = useState<State>({ status: 'idle' });

  const load = async () => {
    setState({ status: 'loading' });
    try {
      const value = qrTarget(await fetchResult(appPush.lastVersion, {}, { notify: false }));
      setState(value ? { status: 'ready', value } : { status: 'failed' });
    } catch {
      setState({ status: 'failed' });
    }
  };

  return (
    <Popover
      content={<QrPanel state={state} />}
      title="扫码下载APP"
      placement="bottom"
      onOpenChange={(open) => {
        if (open && (state.status === 'idle' || state.status === 'failed')) void load();
      }}
    >
      <Button type="text" className="app-download" icon={<AndroidOutlined />} aria-label="APP下载（安卓）">
        安卓
      </Button>
    </Popover>
  );
}
