// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/casefieldsform.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace Custody {

CaseFieldsForm::CaseFieldsForm(QWidget *parent)
    : QGroupBox(tr("Case"), parent)
{
    setObjectName(QStringLiteral("caseFields"));
    auto *form = new QFormLayout(this);
    const auto line = [&](QLineEdit *&edit, const char *name, const QString &label) {
        edit = new QLineEdit;
        edit->setObjectName(QLatin1String(name));
        form->addRow(label, edit);
    };
    line(m_caseNumber, "caseNumber", tr("Case &number:"));
    line(m_evidenceNumber, "evidenceNumber", tr("&Evidence number:"));
    line(m_examiner, "examiner", tr("E&xaminer:"));
    line(m_description, "description", tr("&Description:"));
    m_notes = new QPlainTextEdit;
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(m_notes->fontMetrics().lineSpacing() * 4);
    form->addRow(tr("N&otes:"), m_notes);
}

CaseDetails CaseFieldsForm::details() const
{
    return {m_caseNumber->text().trimmed(), m_evidenceNumber->text().trimmed(),
            m_examiner->text().trimmed(), m_description->text().trimmed(),
            m_notes->toPlainText().trimmed()};
}

void CaseFieldsForm::setDetails(const CaseDetails &details)
{
    m_caseNumber->setText(details.caseNumber);
    m_evidenceNumber->setText(details.evidenceNumber);
    m_examiner->setText(details.examiner);
    m_description->setText(details.description);
    m_notes->setPlainText(details.notes);
}

} // namespace Custody
