// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"

#include <QTreeWidget>

namespace Custody {

// Every destination of an acquisition that writes more than one image, or a drive: one row each,
// the main one first, with its state (writing and how much, completed, cancelled, failed with
// its error and the command that resumes it alone) and its read-back's verdict; a clone's row
// names the drive by model, serial and size. Live from the acquisition's lock-free getters on
// the panel's tick, from the record at the end.
//
// GUI thread only.
class OutputsView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit OutputsView(QWidget *parent = nullptr);

    // Whether the request writes anything but one image (the view is shown only then).
    static bool isWanted(const AcquisitionRequest &request);
    // The destinations the request names, none written yet.
    void showPlanned(const AcquisitionRequest &request);
    // A tick: each output's bytes written and state.
    void showProgress(const Acquisition &acquisition);
    // The end of a run: each output as its record lists it; `alsoResults` (in the order of the
    // request's other images) give each failed one's own error and the command that resumes it.
    void showRecord(const AcquisitionRecord &record,
                    const QList<Acquisition::AlsoOutputResult> &alsoResults);

    // The state column's text of a row, for tests and the accessibility tree.
    QString stateOf(int row) const;
    QString verificationOf(int row) const;

private:
    enum Column { DestinationColumn, StateColumn, VerificationColumn, ColumnCount };
    void setRowCount(int rows);
    void fitHeight();
    static QString cloneText(const QString &devicePath, const QString &identity, qint64 sizeBytes);
    static QString verdictText(const QString &name);
};

} // namespace Custody
