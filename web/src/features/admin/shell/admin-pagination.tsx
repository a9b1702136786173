import { Pagination } from "@/components/ui/pagination";
import { adminPageWindow } from "./page-window";

/** Previous / up to 5 page numbers / next (admin lists): the store's one Pagination with the admin's window. */
export function AdminPagination(props: { page: number; totalPages: number; onChange: (p: number) => void }) {
  return <Pagination {...props} pages={(page, total) => adminPageWindow(page, total)} inline />;
}
