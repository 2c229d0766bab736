// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTreeWidget>

namespace Custody {

struct SignedFileCheck;
struct VerificationReport;

// Every check of a verification, as the examiner reads it: the whole image first, then the sizes
// the hashlogs record, then every window or segment in image order. One row per piece of the
// image, however many algorithms and hashlogs give digests of it (one changed byte is one
// differing window), with a child row per digest when there are several. Ranges are written as
// the CLI, the log and the PDF write them; a differing piece is coloured and made current.
class VerificationChecksView : public QTreeWidget
{
    Q_OBJECT

public:
    enum Column {
        ResultColumn,
        PieceColumn,
        BytesColumn,
        AlgorithmColumn,
        LoggedColumn,
        ComputedColumn,
        WhereColumn,
        ColumnCount
    };

    explicit VerificationChecksView(QWidget *parent = nullptr);

    void showReport(const VerificationReport &report);
    // What the signature of a file says, from the core's check of it (SignedFileCheck::status
    // first): missing or invalid where the signed log says there is one, changed since signed,
    // or unchanged and by whom (another certificate than the log names; with a trusted CA,
    // whether that CA issued the signer). The signature's row and the verification tab's banner
    // both use it, so that neither says more than the check found.
    // In words, never OpenSSL's ("error:1700006D:…"): those are signatureDetail(), the row's
    // tooltip.
    static QString signatureOutcome(const SignedFileCheck &signature);
    static QString signatureDetail(const SignedFileCheck &signature);
};

} // namespace Custody
