// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/endhook.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace Custody {

// File → Program when a job ends…: the lab's program that runs once each acquisition,
// verification or wipe of the GUI has ended, as custody-cli acquire, verify and wipe --on-end
// run it (no shell, CUSTODY_* variables; an acquisition's run in its log before it is signed, a
// verification's or wipe's first line in its history row; never changing the outcome), and its
// timeout. An empty program: none runs. OK takes only a program that can be run.
class EndHookDialog : public QDialog
{
    Q_OBJECT

public:
    explicit EndHookDialog(const std::optional<EndHook> &hook, QWidget *parent = nullptr);
    std::optional<EndHook> hook() const;

    // Why `program` cannot be the hook (not an executable file, not an absolute path); empty
    // when it can. An empty program is no hook, and fine.
    static QString problemWith(const QString &program);

    void accept() override;

private:
    QLineEdit *m_program;
    QSpinBox *m_timeout;
    QLabel *m_problem;
};

} // namespace Custody
