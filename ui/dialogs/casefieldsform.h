// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"

#include <QGroupBox>

class QLineEdit;
class QPlainTextEdit;

namespace Custody {

// The case fields, as the acquisition dialog and the Verify dialog ask for them (the same
// labels, names and order, custody-cli's --case-number, --evidence-number, --examiner,
// --description and --notes): case number, evidence number, examiner, description, notes.
class CaseFieldsForm : public QGroupBox
{
    Q_OBJECT

public:
    explicit CaseFieldsForm(QWidget *parent = nullptr);

    // As typed, each trimmed.
    CaseDetails details() const;
    void setDetails(const CaseDetails &details);

    QLineEdit *caseNumberField() const { return m_caseNumber; }
    QLineEdit *evidenceNumberField() const { return m_evidenceNumber; }

private:
    QLineEdit *m_caseNumber = nullptr;
    QLineEdit *m_evidenceNumber = nullptr;
    QLineEdit *m_examiner = nullptr;
    QLineEdit *m_description = nullptr;
    QPlainTextEdit *m_notes = nullptr;
};

} // namespace Custody
