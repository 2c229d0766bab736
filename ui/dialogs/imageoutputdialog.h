// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "dialogs/folderprobe.h"

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace Custody {

// Another image of the same read (AlsoOutput), set up as the acquisition dialog sets up its main
// one: folder and name, format, segment size, compression and its own read-back. The folder is
// looked at off the GUI thread (FolderProbe: it exists, may be written, and the files would not
// write the source); OK is enabled only once it answered and nothing is wrong.
class ImageOutputDialog : public QDialog
{
    Q_OBJECT

public:
    // The files an acquisition would write for this output (Acquisition::plannedOutputs).
    using PlannedFiles = std::function<QStringList(const AlsoOutput &output)>;

    // `takenBases`: the bases of the other outputs, which this one may not repeat.
    ImageOutputDialog(const AlsoOutput &output, const QString &sourcePath, PlannedFiles planned,
                      QStringList takenBases, QWidget *parent = nullptr);

    AlsoOutput output() const;
    // Why OK is not offered now; empty when it is.
    QString error() const;
    bool isChecking() const;

protected:
    bool event(QEvent *event) override;

private:
    FolderQuestion question() const;
    void revalidate();
    void browse();

    QString m_sourcePath;
    PlannedFiles m_planned;
    QStringList m_takenBases;
    FolderProbe m_probe;
    std::optional<FolderFacts> m_facts;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_segmentSize = nullptr;
    QCheckBox *m_verify = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Custody
