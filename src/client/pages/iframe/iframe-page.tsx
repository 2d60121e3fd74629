/** An iframe-page menu entry: the entry's address shown inside the workspace. */
export interface IframePageProps {
  url: string;
  title: string;
}

export default function IframePage({ url, title }: IframePageProps) {
  return <iframe src={url} title={title} style={{ width: '100%', height: 'calc(100vh - 200px)', border: 0 }} />;
}
