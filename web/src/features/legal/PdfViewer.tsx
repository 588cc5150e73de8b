import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import * as styles from './Legal.css';
import { useMessages } from '../../i18n/messages';
import { legalMessages } from './messages';
import { renderScale, zoomIn, zoomLabel, zoomOut, type Zoom } from './pdfZoom';

type PdfDocument = { numPages: number; getPage(n: number): Promise<PdfPage>; destroy(): Promise<void> };
type PdfPage = {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: { canvasContext: CanvasRenderingContext2D; viewport: { width: number; height: number }; canvas: HTMLCanvasElement }): { promise: Promise<void>; cancel(): void };
};

/** pdf.js and its worker, fetched the first time a PDF page is opened (never with the rest of the app). */
async function loadPdf(url: string): Promise<PdfDocument> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  return (await pdfjs.getDocument({ url }).promise) as unknown as PdfDocument;
}

/**
 * A multi-page PDF viewer (the privacy policy and the terms): one page at a time, drawn by pdf.js at the
 * screen's pixel density, with Previous / Next. It opens fitted to the sheet's width; Zoom in draws the
 * page wider than the sheet, which then scrolls (the page itself never does). The page's text is given
 * to screen readers by the link to the PDF itself.
 */
export function PdfViewer({ title, url }: { title: string; url: string }) {
  const t = useMessages(legalMessages);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [failed, setFailed] = useState(false);
  const [rendered, setRendered] = useState(0);
  const [zoom, setZoom] = useState<Zoom>(1);

  useEffect(() => {
    let cancelled = false;
    let loaded: PdfDocument | null = null;
    loadPdf(url).then(
      (d) => {
        loaded = d;
        if (cancelled) void d.destroy();
        else setDoc(d);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel(): void } | undefined;
    let cancelled = false;
    void doc.getPage(pageNumber).then(async (page) => {
      if (cancelled || !canvas.current) return;
      const scale = renderScale(canvas.current.parentElement?.clientWidth ?? 800, page.getViewport({ scale: 1 }).width, zoom, window.devicePixelRatio);
      const viewport = page.getViewport({ scale });
      const target = canvas.current;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      const render = page.render({ canvasContext: target.getContext('2d')!, viewport, canvas: target });
      task = render;
      await render.promise.catch(() => undefined);
      if (!cancelled) setRendered(pageNumber);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom]);

  const total = doc?.numPages ?? 0;
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        <Link to="/Home" className={styles.home}>
          {t('backHome')}
        </Link>
      </div>
      <div className={styles.bar}>
        <nav className={styles.pager} aria-label={t('pager', { title })}>
          <Button variant="outline" size="sm" iconOnly aria-label={t('previousPage')} disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>
            <Icon name="chevronLeft" size={16} />
          </Button>
          <span className={styles.status} aria-live="polite" data-testid="pdf-page-status">
            {total ? t('pageStatus', { page: pageNumber, total }) : t('loading')}
          </span>
          <Button variant="outline" size="sm" iconOnly aria-label={t('nextPage')} disabled={!total || pageNumber >= total} onClick={() => setPageNumber(pageNumber + 1)}>
            <Icon name="chevronRight" size={16} />
          </Button>
        </nav>
        <div className={styles.pager} role="group" aria-label={t('zoom')}>
          <Button variant="outline" size="sm" iconOnly aria-label={t('zoomOut')} disabled={zoom === 1} onClick={() => setZoom(zoomOut(zoom))}>
            <span aria-hidden="true">−</span>
          </Button>
          <span className={styles.status} aria-live="polite" data-testid="pdf-zoom">
            {zoomLabel(zoom, t)}
          </span>
          <Button variant="outline" size="sm" iconOnly aria-label={t('zoomIn')} disabled={zoom === 3} onClick={() => setZoom(zoomIn(zoom))}>
            <span aria-hidden="true">+</span>
          </Button>
        </div>
        <a className={styles.home} href={url} target="_blank" rel="noopener noreferrer">
          {t('openPdf')}
        </a>
      </div>
      <div className={styles.sheet}>
        {failed ? (
          <p className={styles.error} role="alert" style={{ padding: 24 }}>
            {t('failed')}
          </p>
        ) : (
          <canvas
            ref={canvas}
            className={styles.canvas}
            style={{ width: `${zoom * 100}%` }}
            role="img"
            aria-label={t('canvas', { title, page: pageNumber })}
            data-rendered-page={rendered}
            data-zoom={zoom}
            data-testid="pdf-canvas"
          />
        )}
      </div>
    </main>
  );
}
