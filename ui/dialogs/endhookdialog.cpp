// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/endhookdialog.h"
#include "dialogs/formrows.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Custody {

EndHookDialog::EndHookDialog(const std::optional<EndHook> &hook, QWidget *parent)
    : QDialog(parent)
    , m_program(new QLineEdit(hook ? hook->program : QString(), this))
    , m_timeout(new QSpinBox(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Program when a job ends"));
    auto *explanation = new QLabel(
        tr("A program of the lab's that runs once each acquisition, verification or wipe has "
           "ended (to copy the image to an archive, to update a case system); for an "
           "acquisition, before the record and the log are signed. It is run without a shell or "
           "arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ "
           "environment variables, as custody-cli acquire, verify and wipe --on-end tell them. "
           "Its exit status and output go into the acquisition log (a verification's or wipe's "
           "first line into its row of the case history); whatever it does, the job's outcome "
           "and verdict stay as they are. Leave it empty to run none."),
        this);
    explanation->setWordWrap(true);
    m_program->setObjectName(QStringLiteral("endHookProgram"));
    m_program->setPlaceholderText(tr("No program"));
    auto *choose = new QPushButton(tr("Choose…"), this);
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString chosen
            = QFileDialog::getOpenFileName(this, tr("Program to run"), m_program->text());
        if (!chosen.isEmpty())
            m_program->setText(chosen);
    });
    auto *programRow = new QHBoxLayout;
    programRow->addWidget(m_program, 1);
    programRow->addWidget(choose);
    m_timeout->setObjectName(QStringLiteral("endHookTimeout"));
    m_timeout->setRange(1, EndHook::MaximumTimeoutSeconds);
    m_timeout->setValue(hook ? hook->timeoutSeconds : EndHook::DefaultTimeoutSeconds);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("After this, the program is stopped with every process it started."));
    m_problem->setObjectName(QStringLiteral("endHookProblem"));
    m_problem->setWordWrap(true);
    m_problem->setForegroundRole(QPalette::BrightText);
    m_problem->hide();
    auto *form = new QFormLayout;
    addRowFor(form, tr("&Program:"), m_program, programRow);
    form->addRow(tr("&Stopped after:"), m_timeout);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EndHookDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &EndHookDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

std::optional<EndHook> EndHookDialog::hook() const
{
    const QString program = m_program->text().trimmed();
    if (program.isEmpty())
        return std::nullopt;
    EndHook hook;
    hook.program = program;
    hook.timeoutSeconds = m_timeout->value();
    return hook;
}

QString EndHookDialog::problemWith(const QString &program)
{
    if (program.isEmpty())
        return {};
    // A path typed or chosen here, on this computer: one stat of it.
    const QFileInfo file(program);
    if (!file.isAbsolute())
        return tr("Give the program's full path (it starts with /).");
    if (!file.isFile() || !file.isExecutable())
        return tr("%1 is not a program that can be run: give the path of an executable file.")
            .arg(program);
    return {};
}

void EndHookDialog::accept()
{
    const QString problem = problemWith(m_program->text().trimmed());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace Custody
