/** The customer-service number under the menu (000 §2.4, §9): the server's value, nothing when it has none. */
import { useEffect, useState } from 'react';
import { PhoneOutlined } from '@ant-design/icons';
import { session as sessionApi } from '@shared/services';
import { fetchResult } from '../http';

export function ServiceTel({ collapsed = false }: { collapsed?: boolean }) {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchResult(sessionApi.serviceTel, {}, { notify: false })
      .then((p) => live && setPhone(typeof p === 'string' && p ? p : null))
      .catch(() => live && setPhone(null));
    return () => {
      live = false;
    };
  }, []);
  if (!phone) return null;
  return (
    <div className="service-tel" title={`客服电话：${phone}`}>
      <PhoneOutlined /> {!collapsed && <span>客服电话：{phone}</span>}
    </div>
  );
}
