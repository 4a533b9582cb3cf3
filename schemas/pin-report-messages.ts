// Quiz night: the host's report of a PIN game (docs/product.md, quiz night), its words in one place.
export const pinReportNotYet = "The report is ready once a round has finished."
export const pinReportDownload = "Download the game's report (CSV)"
export const pinReportLastGame = "Download the last game's report (CSV)"
export const pinReportSpreadsheet = "Download the game's report (spreadsheet)"
export const pinReportLastSpreadsheet = "Download the last game's report (spreadsheet)"
