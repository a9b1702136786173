import { make } from "@/components/ui/shell-icons";

/** Icons of the admin area (same inline set as components/ui/icons, kept in the admin chunk). */
export const DashboardIcon = make(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
export const BoxIcon = make(
  <>
    <path d="M21 16V8l-9-5-9 5v8l9 5z" />
    <path d="m3.3 7 8.7 5 8.7-5M12 22V12" />
  </>,
);
export const UsersIcon = make(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3" />
  </>,
);
export const ChartIcon = make(<path d="M3 3v18h18M7 15l4-4 3 3 6-6" />);
export const CardIcon = make(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);
export const RefreshIcon = make(
  <>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
);
export const DownloadIcon = make(<path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" />);
export const UploadIcon = make(<path d="M12 15V3m0 0-5 5m5-5 5 5M4 21h16" />);
export const DotsIcon = make(
  <>
    <circle cx="5" cy="12" r="1.5" />
    <circle cx="12" cy="12" r="1.5" />
    <circle cx="19" cy="12" r="1.5" />
  </>,
);
export const ArrowUpIcon = make(<path d="M12 19V5m0 0-6 6m6-6 6 6" />);
export const ArrowDownIcon = make(<path d="M12 5v14m0 0-6-6m6 6 6-6" />);
export const SortIcon = make(<path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
export const ZoomInIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </>,
);
export const ZoomOutIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </>,
);
export const ExternalIcon = make(
  <path d="M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />,
);
