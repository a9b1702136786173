import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { downloadText } from "../dashboard/lib/download";
import { DownloadIcon } from "./admin-icons";

/**
 * A list's CSV export: every row the filters find (not only the page on screen), saved as a file,
 * with a toast for each outcome (nothing to export, done, failed).
 */
export function useCsvExport<T>({
  fetchAll,
  toCsv,
  fileName,
  none,
  done,
}: {
  fetchAll: () => Promise<T[]>;
  toCsv: (rows: T[]) => string;
  fileName: () => string;
  /** The toast when the filters find nothing. */
  none: string;
  /** The toast's title and detail after the download. */
  done: (rows: T[]) => [string, string];
}) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const rows = await fetchAll();
      if (!rows.length) {
        notify(none, "info");
        return;
      }
      downloadText(toCsv(rows), fileName(), "text/csv;charset=utf-8");
      const [title, detail] = done(rows);
      notify(title, "success", 4000, detail);
    } catch (err) {
      notify(errorMessage(err, "No se pudo exportar"), "error", 5000);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}

/** The header's export button, busy while the export runs. */
export function AdminExportButton({
  onExport,
  exporting,
  disabled,
  testId,
  children,
}: {
  onExport: () => void;
  exporting: boolean;
  disabled?: boolean;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onExport}
      loading={exporting}
      loadingText="Exportando..."
      disabled={disabled}
      data-testid={testId}
    >
      <DownloadIcon /> {children}
    </Button>
  );
}
