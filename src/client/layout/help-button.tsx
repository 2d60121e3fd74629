/**
 * The floating help icon (001 §3, §7): on a page whose menu entry has a help document it downloads it, counting
 * the download first (addDownloadSum) and fetching the file with the token query. Administrators (course:add)
 * also link or replace the page's document here: the file is uploaded and linked to this menu entry.
 */
import { useCallback, useEffect, useState } from 'react';
import { App, FloatButton, Upload } from 'antd';
import { CloudUploadOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { course, crud, upload as uploadApi } from '@shared/services';
import type { HelpDocument } from '@shared/services/course';
import { fetchResult, staticUrl, withToken } from '../http';
import { useHas } from '../permission/has';

const NO_FILE = '没有可下载的文件';
const courses = crud('/courseController');

export function HelpButton({ menuId, menuName }: { menuId: string; menuName: string }) {
  const { message } = App.useApp();
  const may = useHas();
  const [doc, setDoc] = useState<HelpDocument | null | undefined>(undefined);
  const load = useCallback(() => void fetchResult(course.byMenu, { menuId }, { notify: false }).then(setDoc, () => setDoc(null)), [menuId]);
  useEffect(load, [load]);

  const download = async () => {
    if (!doc?.fsUri) return void message.warning(NO_FILE);
    await fetchResult(course.countDownload, { id: doc.id });
    window.open(withToken(staticUrl(doc.fsUri)), '_blank', 'noopener');
  };
  const link = async (file: File) => {
    const fsUri = await fetchResult(uploadApi.commonUpload, { file, biz: 'help' });
    const values = { menuId, menuName, oriFileName: file.name.slice(0, 200), fsUri };
    await fetchResult(doc ? courses.edit : courses.add, doc ? { ...values, id: doc.id } : values);
    void message.success('上传成功！');
    load();
  };
  const canLink = may.can('course:add') && (!doc || may.can('course:edit'));
  if (!doc && !canLink) return null;
  const help = doc ? <FloatButton icon={<QuestionCircleOutlined />} tooltip={doc.oriFileName} onClick={() => void download()} /> : null;
  if (!canLink) return <div className="help-button">{help}</div>;
  return (
    <FloatButton.Group className="help-button" shape="circle">
      {help}
      <Upload showUploadList={false} customRequest={({ file }) => void link(file as File)}>
        <FloatButton icon={<CloudUploadOutlined />} tooltip={doc ? '更换帮助文档' : '上传帮助文档'} />
      </Upload>
    </FloatButton.Group>
  );
}
